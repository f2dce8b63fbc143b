let counter = 0;

/** A short suffix unique within the process and across parallel test files. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${process.pid.toString(36)}${counter.toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}
