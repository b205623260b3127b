/** A LIKE/ILIKE pattern matching `text` anywhere, its own % _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
