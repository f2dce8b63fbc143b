import { CamelCasePlugin, type PluginTransformResultArgs } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LeanCamelCasePlugin } from './lean-camel-case';

function resultOf(rows: Record<string, unknown>[]) {
  return { queryId: { queryId: 'test' }, result: { rows } } as PluginTransformResultArgs;
}

describe('LeanCamelCasePlugin', () => {
  it('maps rows exactly as the opener’s CamelCasePlugin does', async () => {
    const rows = [
      {
        id: 1,
        unit_price: '150000.00',
        media_urls: ['/a.jpg'],
        created_at: new Date('2026-11-22T03:00:00Z'),
        before: { nested_key: 1 },
        developer_name: null,
      },
      {
        id: 2,
        unit_price: '90000.00',
        media_urls: [],
        created_at: new Date('2026-11-21T03:00:00Z'),
        before: null,
        developer_name: 'Adom Homes',
      },
    ];
    const standard = new CamelCasePlugin({ maintainNestedObjectKeys: true });
    const lean = new LeanCamelCasePlugin();
    const expected = await standard.transformResult(resultOf(rows));
    const actual = await lean.transformResult(resultOf(rows));
    expect(actual).toEqual(expected);
    expect(actual.rows[0]).toEqual({
      id: 1,
      unitPrice: '150000.00',
      mediaUrls: ['/a.jpg'],
      createdAt: new Date('2026-11-22T03:00:00Z'),
      before: { nested_key: 1 },
      developerName: null,
    });
  });

  it('maps each list of columns by its own names, odd ones included, and leaves no row behind', async () => {
    const lean = new LeanCamelCasePlugin();
    const standard = new CamelCasePlugin({ maintainNestedObjectKeys: true });
    const odd = [{ 'say "hi"': 1, 'a\u2028b': 2, 'x}; throw 1; {': 3, 'a,b': 4 }];
    const other = [
      { a: 1, 'b,a': 2 },
      { a: 3, 'b,a': 4 },
    ];
    for (const rows of [odd, other, odd, []]) {
      expect(await lean.transformResult(resultOf(rows))).toEqual(
        await standard.transformResult(resultOf(rows)),
      );
    }
  });
});
