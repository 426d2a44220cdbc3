import { paths } from '@contracts/paths';
import { Link } from 'react-router';

const links = [
  { to: paths.browse, label: 'Browse' },
  { to: paths.findBooks, label: 'Find Books' },
  { to: paths.docs, label: 'Docs' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.termsOfService, label: 'Terms of Service' },
];

/** The footer: its five links and the affiliate note (SPEC §1, §2). */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
        <p>© {new Date().getFullYear()} Bookhive · Reading Reimagined</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-foreground hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="mx-auto max-w-7xl px-4 pb-8 text-xs text-muted-foreground">
        As an Amazon Associate, Bookhive earns from qualifying purchases. Book links may be
        affiliate links. Catalogue data includes{' '}
        <a
          href="https://github.com/zygmuntz/goodbooks-10k"
          className="underline hover:text-foreground"
          rel="noopener noreferrer"
          target="_blank"
        >
          goodbooks-10k
        </a>{' '}
        by Zygmunt Zając, licensed under{' '}
        <a
          href="https://creativecommons.org/licenses/by-sa/4.0/"
          className="underline hover:text-foreground"
          rel="noopener noreferrer"
          target="_blank"
        >
          CC BY-SA 4.0
        </a>
        .
      </p>
    </footer>
  );
}
