import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useSession } from '../../lib/session.ts';
import classes from './public-layout.module.css';

/**
 * The header's account button: the account menu's target (account-menu.tsx), and the same button standing in
 * for the menu until its code has loaded (public-layout.tsx).
 */
export function AccountButton(props: ComponentPropsWithRef<'button'>) {
  const { user } = useSession();
  return (
    <button
      type="button"
      aria-haspopup="menu"
      {...props}
      className={classes.userButton}
      aria-label="Account menu"
    >
      <IconUserCircle size={24} stroke={1.6} aria-hidden />
      <span className={classes.userName}>{user ? user.first_name : 'Account'}</span>
      <IconChevronDown size={14} aria-hidden />
    </button>
  );
}
