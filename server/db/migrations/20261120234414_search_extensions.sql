-- Trigram similarity (typo-tolerant search) and accent folding (é -> e) for the catalogue search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
