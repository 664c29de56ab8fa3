import { useNavigate } from 'react-router-dom';
import {
  Avatar,
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { userInitials } from '@fulfil/domain';
import { useSession } from '../lib/session';

/** The user menu: the user's initials, their profile, and logout. */
export function UserMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const initials = userInitials(user);
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.userName : 'Unknown';

  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          aria-label={`User menu for ${name}`}
          icon={<Avatar initials={initials} name={name} color="colorful" size={32} aria-hidden />}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<PersonRegular />} onClick={() => void navigate('/profile')}>
            Profile
          </MenuItem>
          <MenuItem icon={<SignOutRegular />} onClick={() => void navigate('/logout')}>
            Sign out
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
