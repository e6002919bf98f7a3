/**
 * A count with its noun, singular for exactly one: '1 review', '2 reviews', '0 items',
 * '1 unit'. `plural` for nouns that do not just add an s ('1 retry', '3 retries').
 */
export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * Who did something, as the audit screens show it: the role and the person's name ('Admin
 * Priya'), the role alone when the name is unknown, and the name alone when it already says
 * the role (the start-up admin is named 'Admin': 'Admin', never 'Admin Admin').
 */
export function actorName(role: string, name?: string | null): string {
  const person = name?.trim();
  if (!person) return role;
  const saysRole = person.split(/\s+/).some((word) => word.toLowerCase() === role.toLowerCase());
  return saysRole ? person : `${role} ${person}`;
}
