const args = process.argv.slice(2);

/** `--name value` from the command line, or `fallback`. */
export function benchOption(name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
}

/** Whether `--name` is on the command line (with a value or without). */
export const benchFlag = (name: string) => args.includes(`--${name}`);
