import type { Payload } from 'payload';

export type StaffMember = { readonly id: number; readonly name: string };

/*
 * The staff users the lead pages name: every user's display name (an owner or author shows by
 * name, never by id), and the sales users a lead may be given to.
 */
export async function staffDirectory(
  payload: Payload,
): Promise<{ owners: StaffMember[]; names: Map<number, string> }> {
  const { docs } = await payload.find({
    collection: 'users',
    limit: 1000,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { name: true, email: true, role: true },
  });
  const members = docs.map((user) => ({ id: user.id, name: user.name || user.email, role: user.role }));
  return {
    owners: members
      .filter((member) => member.role === 'sales')
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    names: new Map(members.map((member) => [member.id, member.name])),
  };
}
