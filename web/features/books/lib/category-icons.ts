/**
 * The icons of the top-level categories and the quick pills, imported one by one so only these
 * reach the bundle (importing lucide by name at run time would pull in every icon). A test keeps
 * this map complete.
 */
import {
  Backpack,
  BookImage,
  BookOpen,
  BookUser,
  Briefcase,
  ChefHat,
  Cog,
  FlaskConical,
  GraduationCap,
  Heart,
  HeartHandshake,
  HeartPulse,
  Landmark,
  Laptop,
  Laugh,
  LibraryBig,
  LifeBuoy,
  Palette,
  Plane,
  Rainbow,
  Rocket,
  Scale,
  Scissors,
  Search,
  Sparkles,
  Stethoscope,
  Sunrise,
  ToyBrick,
  Trophy,
  Vote,
  Wand,
  type LucideIcon,
} from 'lucide-react';

export const categoryIcons: Record<string, LucideIcon> = {
  Backpack,
  BookImage,
  BookOpen,
  BookUser,
  Briefcase,
  ChefHat,
  Cog,
  FlaskConical,
  GraduationCap,
  Heart,
  HeartHandshake,
  HeartPulse,
  Landmark,
  Laptop,
  Laugh,
  LibraryBig,
  LifeBuoy,
  Palette,
  Plane,
  Rainbow,
  Rocket,
  Scale,
  Scissors,
  Search,
  Sparkles,
  Stethoscope,
  Sunrise,
  ToyBrick,
  Trophy,
  Vote,
  Wand,
};

/** The icon for a category or pill; BookOpen for any that has none here. */
export function categoryIcon(name: string): LucideIcon {
  return categoryIcons[name] ?? BookOpen;
}
