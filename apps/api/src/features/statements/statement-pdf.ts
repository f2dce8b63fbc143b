import PDFDocument from 'pdfkit';

export interface StatementSection {
  heading: string;
  /** Label and value pairs, one line each. */
  lines: readonly (readonly [string, string])[];
}

export interface StatementDocument {
  title: string;
  /** Lines under the title: who it is for, when it was made. */
  intro: readonly string[];
  sections: readonly StatementSection[];
  /** A closing paragraph, e.g. how a figure was computed. */
  note?: string;
}

/** A statement as PDF bytes, in pdfkit's built-in Helvetica (no font files to ship). */
export function renderStatementPdf(statement: StatementDocument): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: statement.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(statement.title);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  for (const line of statement.intro) doc.text(line);
  for (const section of statement.sections) {
    doc.moveDown().font('Helvetica-Bold').fontSize(12).text(section.heading);
    doc.font('Helvetica').fontSize(10);
    for (const [label, value] of section.lines) doc.text(`${label}: ${value}`);
  }
  if (statement.note) doc.moveDown().fontSize(9).text(statement.note);
  doc.end();
  return done;
}
