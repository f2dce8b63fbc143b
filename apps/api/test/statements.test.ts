import {
  INVESTMENTS_CSV_HEADER,
  STATEMENT_MESSAGES,
  type TSaleStatementList,
} from '@coinvest/contract';
import { createInvestment, createProject, createUnit, createUser } from '@coinvest/db/testing';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signedInAdmin, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let ama: Caller;
let kofi: Caller;

// Still open on whatever day the test runs: the test API's expiry job runs every minute and
// would end a reservation whose deadline has passed while the file runs.
const OPEN_DEADLINE = new Date(Date.now() + 7 * 86_400_000);

const ids = {} as Record<'sold' | 'held' | 'kofiSold' | 'pending', number>;

// Hand-computed: unit B (price 50,000.00) holds Ama's 20,000.00 and Kofi's 10,000.00, both
// confirmed; it sells for 55,333.33 with an agent's fee of 2,000.00: 3,333.33 profit. Each
// share is the ownership over the unit's price: Ama's 40% = 1,333.33, Kofi's 20% = 666.66 (both
// rounded down); the unfunded 40% and the rounding, 1,333.34, are the developer's.
beforeAll(async () => {
  api = await startTestApi();
  const admin = await signedInAdmin(api);
  ama = await signedIn(api, await createUser(api.db, { firstName: 'Ama', lastName: 'Mensah' }));
  kofi = await signedIn(api, await createUser(api.db));
  const airport = await createProject(api.db, { title: 'Airport Residences', location: 'Accra' });
  const tema = await createProject(api.db, {
    title: '=HYPERLINK("http://x"), "Tema"',
    location: 'Tema, Greater Accra',
  });
  const unitA = await createUnit(api.db, { projectId: airport.id, price: '100000.00' });
  const unitB = await createUnit(api.db, { projectId: airport.id, price: '50000.00' });
  const unitC = await createUnit(api.db, { projectId: tema.id, price: '80000.00' });
  ids.held = (
    await createInvestment(api.db, {
      userId: ama.user.id,
      unitId: unitA.id,
      amount: '12345.67',
      createdAt: new Date('2025-03-01T10:00:00Z'),
    })
  ).id;
  ids.sold = (
    await createInvestment(api.db, {
      userId: ama.user.id,
      unitId: unitB.id,
      amount: '20000.00',
      createdAt: new Date('2025-05-01T10:00:00Z'),
    })
  ).id;
  ids.kofiSold = (
    await createInvestment(api.db, {
      userId: kofi.user.id,
      unitId: unitB.id,
      amount: '10000.00',
      createdAt: new Date('2025-05-02T10:00:00Z'),
    })
  ).id;
  const sale = await admin.client.adminUnits.markUnitSold({
    params: { unitId: String(unitB.id) },
    body: { soldPrice: '55333.33', costs: [{ label: "Agent's fee", amount: '2000.00' }] },
  });
  expect(sale.status).toBe(200);
  ids.pending = (
    await createInvestment(api.db, {
      userId: ama.user.id,
      unitId: unitC.id,
      amount: '7777.77',
      status: 'pending_payment',
      paymentReference: 'INV-00000000DA5B',
      paymentDeadline: OPEN_DEADLINE,
      createdAt: new Date('2026-03-20T10:00:00Z'),
    })
  ).id;
});

afterAll(async () => {
  await api.close();
});

/** GET with the caller's token, as the site downloads: status, headers and bytes. */
async function download(caller: Caller | null, path: string) {
  const response = await fetch(`${api.baseUrl}${path}`, {
    headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The PDF's text, read back as a reader would see it, one line per text run. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes }).promise;
  const lines: string[] = [];
  for (let page = 1; page <= pdf.numPages; page += 1) {
    const content = await (await pdf.getPage(page)).getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str);
  }
  return lines.join('\n');
}

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks; rows end in CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

describe('one profit model from sale to statement', () => {
  it('pays $10,000 in a $120,000 unit its 8.33% of a $30,000 profit, and shows the developer the rest', async () => {
    const admin = await signedInAdmin(api);
    const investor = await signedIn(api, await createUser(api.db));
    const project = await createProject(api.db, { title: 'East Legon Heights' });
    const unit = await createUnit(api.db, { projectId: project.id, price: '120000.00' });
    const investment = await createInvestment(api.db, {
      userId: investor.user.id,
      unitId: unit.id,
      amount: '10000.00',
    });
    const sale = await admin.client.adminUnits.markUnitSold({
      params: { unitId: String(unit.id) },
      body: { soldPrice: '155000', costs: [{ label: 'Legal fees', amount: '5000' }] },
    });
    expect(sale.status).toBe(200);
    expect(sale.body).toMatchObject({ profitGenerated: '30000.00' });

    const statements = await investor.client.statements.listSaleStatements();
    expect(statements.body).toEqual({
      items: [
        expect.objectContaining({
          investmentId: investment.id,
          profitGenerated: '30000.00',
          sharePercentage: '8.33',
          profitShare: '2500.00',
          developerPart: '27500.00',
          totalReturn: '12500.00',
        }),
      ],
    });
  });

  it('shares nothing from a sale at a loss, and refuses costs above the sold price', async () => {
    const admin = await signedInAdmin(api);
    const investor = await signedIn(api, await createUser(api.db));
    const project = await createProject(api.db, { title: 'Cantonments Court' });
    const unit = await createUnit(api.db, { projectId: project.id, price: '120000.00' });
    await createInvestment(api.db, {
      userId: investor.user.id,
      unitId: unit.id,
      amount: '10000.00',
    });
    const refused = await admin.client.adminUnits.markUnitSold({
      params: { unitId: String(unit.id) },
      body: { soldPrice: '1000', costs: [{ label: 'Agent', amount: '1000.01' }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'The costs of the sale cannot add up to more than the sold price',
    });

    const sale = await admin.client.adminUnits.markUnitSold({
      params: { unitId: String(unit.id) },
      body: { soldPrice: '110000' },
    });
    expect(sale.status).toBe(200);
    const statements = await investor.client.statements.listSaleStatements();
    expect((statements.body as TSaleStatementList).items[0]).toMatchObject({
      profitGenerated: '-10000.00',
      profitShare: '0.00',
      developerPart: '0.00',
      totalReturn: '10000.00',
    });
  });
});

describe('sale statements', () => {
  it('lists one statement per sold unit the caller held, with how the share was computed', async () => {
    const response = await ama.client.statements.listSaleStatements();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      items: [
        expect.objectContaining({
          investmentId: ids.sold,
          soldPrice: '55333.33',
          unitPrice: '50000.00',
          saleCosts: [{ label: "Agent's fee", amount: '2000.00' }],
          profitGenerated: '3333.33',
          amount: '20000.00',
          sharePercentage: '40.00',
          profitShare: '1333.33',
          developerPart: '1333.34',
          totalReturn: '21333.33',
        }),
      ],
    });
  });

  it('downloads a valid PDF whose text holds the figures to the cent', async () => {
    const { response, bytes } = await download(
      ama,
      `/api/statements/sales/${ids.sold}/statement.pdf`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="sale-statement-${ids.sold}.pdf"`,
    );
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const line of [
      'Sale statement',
      'Investor: Ama Mensah',
      'Sold price: USD 55,333.33',
      "The unit's price: USD 50,000.00",
      "Cost: Agent's fee: USD 2,000.00",
      'Profit: USD 3,333.33',
      'Your investment: USD 20,000.00',
      'Your ownership of the unit: 40.00%',
      'Your profit share: USD 1,333.33',
      'Your total return: USD 21,333.33',
      "The developer's part (the unit's share investors did not fund): USD 1,333.34",
    ]) {
      expect(text).toContain(line);
    }
  });

  it("refuses another's investment with 403, an unsold or unknown one with 404, a visitor with 401", async () => {
    const theirs = await download(ama, `/api/statements/sales/${ids.kofiSold}/statement.pdf`);
    expect(theirs.response.status).toBe(403);
    expect(JSON.parse(new TextDecoder().decode(theirs.bytes))).toMatchObject({
      message: STATEMENT_MESSAGES.statementNotYours,
    });
    for (const id of [ids.held, 999999]) {
      const missing = await download(ama, `/api/statements/sales/${id}/statement.pdf`);
      expect(missing.response.status).toBe(404);
      expect(JSON.parse(new TextDecoder().decode(missing.bytes))).toMatchObject({
        message: STATEMENT_MESSAGES.saleStatementNotFound,
      });
    }
    expect(
      (await download(null, `/api/statements/sales/${ids.sold}/statement.pdf`)).response.status,
    ).toBe(401);
    expect((await api.client.statements.listSaleStatements()).status).toBe(401);
  });
});

describe('yearly statement', () => {
  it('lists the confirmed holdings made by the end of the year with their totals', async () => {
    const { response, bytes } = await download(ama, '/api/statements/yearly/2025/statement.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="yearly-statement-2025.pdf"',
    );
    const text = await pdfText(bytes);
    expect(text).toContain('Yearly statement 2025');
    expect(text).toContain('Holdings: 2');
    expect(text).toContain('Invested: USD 32,345.67');
    // Unit B was sold this year, after the end of 2025: both still held then.
    expect(text).toContain('Value at year end: USD 32,345.67');
    expect(text).toContain('Amount: USD 12,345.67');
    expect(text).toContain('Airport Residences');
    expect(text).not.toContain('sold on');
  });

  it("values a unit sold during the year at its amount plus the investor's profit share", async () => {
    const year = new Date().getUTCFullYear();
    const { bytes } = await download(ama, `/api/statements/yearly/${year}/statement.pdf`);
    const text = await pdfText(bytes);
    expect(text).toContain('Holdings: 2');
    expect(text).toContain('Value at year end: USD 33,679.00');
    expect(text).toContain('profit share USD 1,333.33');
    expect(text).toContain('Value at year end: USD 21,333.33');
    // The reservation awaits payment: not a holding.
    expect(text).not.toContain('7,777.77');
  });

  it('holds nothing before the first investment and refuses a year that is not one', async () => {
    const early = await download(ama, '/api/statements/yearly/2024/statement.pdf');
    expect(await pdfText(early.bytes)).toContain('Holdings: 0');
    const bad = await download(ama, '/api/statements/yearly/20x5/statement.pdf');
    expect(bad.response.status).toBe(400);
    expect(JSON.parse(new TextDecoder().decode(bad.bytes))).toMatchObject({
      message: STATEMENT_MESSAGES.statementYearInvalid,
    });
    expect(
      (await download(null, '/api/statements/yearly/2025/statement.pdf')).response.status,
    ).toBe(401);
  });
});

describe('investments CSV', () => {
  it('parses back to every investment of the caller, quoted and guarded against formulas', async () => {
    const { response, bytes } = await download(ama, '/api/statements/investments.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="investments.csv"',
    );
    const rows = parseCsv(new TextDecoder().decode(bytes));
    expect(rows).toEqual([
      [...INVESTMENTS_CSV_HEADER],
      [
        String(ids.held),
        '2025-03-01',
        'Airport Residences',
        'Accra',
        expect.any(String),
        'confirmed',
        '12345.67',
        '12.35',
        '12345.67',
        '',
        expect.any(String),
      ],
      [
        String(ids.sold),
        '2025-05-01',
        'Airport Residences',
        'Accra',
        expect.any(String),
        'confirmed',
        '20000.00',
        '40.00',
        '21333.33',
        '1333.33',
        expect.any(String),
      ],
      [
        String(ids.pending),
        '2026-03-20',
        `'=HYPERLINK("http://x"), "Tema"`,
        'Tema, Greater Accra',
        expect.any(String),
        'pending_payment',
        '7777.77',
        expect.any(String),
        expect.any(String),
        '',
        'INV-00000000DA5B',
      ],
    ]);
  });

  it("is the caller's own: a visitor gets 401", async () => {
    const kofiRows = parseCsv(
      new TextDecoder().decode((await download(kofi, '/api/statements/investments.csv')).bytes),
    );
    expect(kofiRows.map((row) => row[0])).toEqual(['Investment ID', String(ids.kofiSold)]);
    expect((await download(null, '/api/statements/investments.csv')).response.status).toBe(401);
  });
});
