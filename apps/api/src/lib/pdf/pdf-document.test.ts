import { SERVER_TEXTS, type TLanguageCode } from '@coinvest/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf-document';

/** A receipt-like document in a language: its title, one labelled line, the note. */
function receiptIn(language: TLanguageCode) {
  const texts = SERVER_TEXTS[language].receipt;
  return renderPdf({
    language,
    title: texts.title,
    intro: ['CoInvest Accra'],
    sections: [{ heading: texts.payment, lines: [[texts.reference, 'PAY-00000000000000A1']] }],
    note: texts.note,
  });
}

/** Each piece of text on the first page with where it starts from the left. */
async function textPieces(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  return content.items.flatMap((item) =>
    'str' in item && item.str.trim() !== ''
      ? [{ text: item.str, x: item.transform[4] as number }]
      : [],
  );
}

describe('renderPdf', () => {
  it.each(['en', 'tr', 'ru', 'zh', 'ja', 'ko'] as const)(
    'writes %s in its own letters, which a reader can copy back',
    async (language) => {
      const pdf = await receiptIn(language);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // Without spaces: a reader may place the space between two runs in either.
      const text = (await textPieces(pdf)).map((piece) => piece.text.replace(/\s/g, '')).join('');
      expect(text).toContain(SERVER_TEXTS[language].receipt.title.replace(/\s/g, ''));
      expect(text).toContain('PAY-00000000000000A1');
    },
  );

  it('lays Arabic out from the right: the label on the right, its value to its left', async () => {
    const pieces = await textPieces(await receiptIn('ar'));
    const value = pieces.find((piece) => piece.text.includes('PAY-00000000000000A1'));
    const platform = pieces.find((piece) => piece.text.includes('CoInvest Accra'));
    if (!value || !platform) throw new Error('A line is missing');
    // On the value's line, the Arabic label starts right of the value.
    const label = pieces.find(
      (piece) => /\p{Script=Arabic}/u.test(piece.text) && piece.x > value.x,
    );
    expect(label).toBeDefined();
    // A line of Latin text alone ends at the right margin, so it starts well right of the left one.
    expect(platform.x).toBeGreaterThan(300);
  });
});
