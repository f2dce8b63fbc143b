import type { TLanguageCode } from '@coinvest/contract';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

export interface PdfSection {
  heading: string;
  /** Label and value pairs, one line each. */
  lines: readonly (readonly [string, string])[];
}

export interface PdfDocumentContent {
  title: string;
  /** Lines under the title: who it is for, when it was made. */
  intro: readonly string[];
  sections: readonly PdfSection[];
  /** A closing paragraph, e.g. how a figure was computed. */
  note?: string | undefined;
  /** The language it is written in: it picks the Chinese or Korean shapes and Arabic's direction. */
  language?: TLanguageCode;
}

const resolve = createRequire(import.meta.url).resolve;

/**
 * The embedded Noto Sans fonts: one holds Latin, Cyrillic and Devanagari; Chinese, Japanese,
 * Korean and Arabic each need their own. pdfkit embeds only the glyphs a document uses.
 */
const FONT_FILES = {
  sans: '@expo-google-fonts/noto-sans/{weight}/NotoSans_{weight}.ttf',
  chinese: '@expo-google-fonts/noto-sans-sc/{weight}/NotoSansSC_{weight}.ttf',
  korean: '@expo-google-fonts/noto-sans-kr/{weight}/NotoSansKR_{weight}.ttf',
  arabic: '@expo-google-fonts/noto-sans-arabic/{weight}/NotoSansArabic_{weight}.ttf',
} as const;
type FontFamily = keyof typeof FONT_FILES;
type Weight = '400Regular' | '700Bold';

const ARABIC = /[\p{Script=Arabic}]/u;
const HANGUL = /[\p{Script=Hangul}]/u;
// Han, kana and the full-width punctuation written with them.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff00-\uffef]/u;

/** Which font writes a character: a Chinese character in a Korean text takes the Korean shapes. */
function familyOf(character: string, language: TLanguageCode): FontFamily {
  if (ARABIC.test(character)) return 'arabic';
  if (HANGUL.test(character)) return 'korean';
  if (CJK.test(character)) return language === 'ko' ? 'korean' : 'chinese';
  return 'sans';
}

/** The text cut where its font changes, each piece with its font. */
function fontRuns(text: string, language: TLanguageCode): [FontFamily, string][] {
  const runs: [FontFamily, string][] = [];
  for (const character of text) {
    const family = familyOf(character, language);
    const last = runs.at(-1);
    if (last && last[0] === family) last[1] += character;
    else runs.push([family, character]);
  }
  return runs;
}

/**
 * A document as PDF bytes: the title, the intro lines, each section's heading and label: value
 * lines, then the note. Arabic reads from the right: its lines are right-aligned, value first.
 */
export function renderPdf(content: PdfDocumentContent): Promise<Buffer> {
  const language = content.language ?? 'en';
  const rightToLeft = language === 'ar';
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: content.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [family, file] of Object.entries(FONT_FILES)) {
    for (const weight of ['400Regular', '700Bold'] as const) {
      // Registered by path: a font file is read only when a text needs it.
      doc.registerFont(`${family}-${weight}`, resolve(file.replaceAll('{weight}', weight)));
    }
  }

  const write = (text: string, weight: Weight, size: number) => {
    const runs = fontRuns(text, language);
    doc.fontSize(size);
    runs.forEach(([family, run], index) => {
      doc.font(`${family}-${weight}`).text(run, {
        continued: index < runs.length - 1,
        align: rightToLeft ? 'right' : 'left',
      });
    });
  };
  const labelled = (label: string, value: string) =>
    rightToLeft ? `${value} :${label}` : `${label}: ${value}`;

  write(content.title, '700Bold', 18);
  doc.moveDown(0.5);
  for (const line of content.intro) write(line, '400Regular', 10);
  for (const section of content.sections) {
    doc.moveDown();
    write(section.heading, '700Bold', 12);
    for (const [label, value] of section.lines) write(labelled(label, value), '400Regular', 10);
  }
  if (content.note) {
    doc.moveDown();
    write(content.note, '400Regular', 9);
  }
  doc.end();
  return done;
}
