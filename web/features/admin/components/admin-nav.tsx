/** The back-office navigation: only the sections the viewer's permissions open, grouped. */
import type { AdminSection } from '@contracts/admin-sections';
import { paths } from '@contracts/paths';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

export function AdminNav({ sections }: { sections: AdminSection[] }) {
  const groups = [...new Set(sections.map((s) => s.group))];
  return (
    <nav aria-label="Admin sections" className="space-y-5">
      {groups.map((group) => (
        <div key={group}>
          <p className="px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            {group}
          </p>
          <ul className="mt-1.5 space-y-0.5">
            {sections
              .filter((s) => s.group === group)
              .map((section) => (
                <li key={section.path}>
                  <NavLink
                    to={paths.adminSection(section.path)}
                    end
                    className={({ isActive }) =>
                      cn(
                        'block rounded-lg px-3 py-1.5 text-sm font-medium transition',
                        isActive
                          ? 'bg-primary text-primary-foreground'
                          : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground',
                      )
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
