/** A download: saved under its suggested name, never cached (it is one investor's money). */
export function attachment(
  reply: { header: (name: string, value: string) => unknown },
  fileName: string,
) {
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  reply.header('cache-control', 'private, no-store');
}
