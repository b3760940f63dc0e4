export const ROLES = ['RJD', 'AD', 'Branch Admin', 'Admin', 'Market Officer'] as const;
export type Role = (typeof ROLES)[number];

const normalise = (value: string) => value.replace(/\s+/g, '').toLowerCase();
const byNormalisedName = new Map<string, Role>(ROLES.map((role) => [normalise(role), role]));

/** Spec section 6: the stored user type matches a role ignoring spaces and case ("branchadmin" = "Branch Admin"). */
export function parseRole(userType: string | null | undefined): Role | undefined {
  if (!userType) return undefined;
  return byNormalisedName.get(normalise(userType));
}
