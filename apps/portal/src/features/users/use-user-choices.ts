import { useQuery } from '@apollo/client/react';
import { roleOptions, ROLES, type Role } from '@fulfil/domain';
import { UserFormChoicesDocument } from '../../gql/graphql';
import { useSession } from '../../lib/session';

export interface Choice {
  id: string;
  label: string;
  disabled?: boolean;
}

function isRole(key: string): key is Role {
  return (ROLES as readonly string[]).includes(key);
}

/**
 * The clients and roles the user form offers. The roles are those the signed-in user may give
 * (spec 1 section 5), narrowed for a curbside-only client; a role the user holds but the signed-in
 * user may not give is shown, disabled, so that the form still says what it is.
 */
export function useUserChoices(clientId: string, currentRole?: string) {
  const me = useSession().user;
  const { data, loading } = useQuery(UserFormChoicesDocument);
  const client = data?.clients.find((c) => c.id === clientId);
  const names = new Map(data?.roles.map((role) => [role.key, role.name]));
  const options = roleOptions(
    me?.role ?? '',
    client?.curbsideOnly ?? false,
    [...names.keys()].filter(isRole),
  );
  const roles: Choice[] = options.map(({ role, disabled }) => ({
    id: role,
    label: names.get(role) ?? role,
    disabled,
  }));
  if (currentRole && !roles.some((choice) => choice.id === currentRole))
    roles.push({ id: currentRole, label: names.get(currentRole) ?? currentRole, disabled: true });
  const clients: Choice[] = (data?.clients ?? []).map((c) => ({ id: c.id, label: c.name }));
  return { loading: loading && !data, roles, clients, clientName: client?.name };
}
