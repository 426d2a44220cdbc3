/** "1 book", "326 books", "4,800,065 ratings": a count and its noun, agreeing. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}
