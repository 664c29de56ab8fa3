import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@fluentui/react-components';

/** A Fluent link that navigates inside the app instead of reloading the page. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link
      href={to}
      onClick={(event) => {
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Link>
  );
}
