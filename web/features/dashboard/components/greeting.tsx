/** "Good evening, Maya" — by the reader's local time. */
export function greetingFor(hour: number): string {
  if (hour < 5) return 'Good night';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function Greeting({ name, now = new Date() }: { name: string; now?: Date }) {
  return (
    <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
      {greetingFor(now.getHours())},{' '}
      <span className="bg-gradient-to-r from-primary to-secondary bg-clip-text text-transparent">
        {name}
      </span>
    </h1>
  );
}
