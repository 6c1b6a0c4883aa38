// Contract tests of POST /api/category/categorylist (spec §7): tipo b2b, lingua -> data.categorie.
import {
  CATEGORY_ID_SEPARATOR,
  categoryCodeFromId,
  categoryListResponseSchema,
  REST_PATHS,
  type CategoryNode,
} from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { BODY_FORMATS, INTERNALS, post } from '../helpers/requests';

const ctx = useTestApp();

async function tree(lingua: string, format = BODY_FORMATS[0]): Promise<CategoryNode[]> {
  const response = await post(ctx.app, REST_PATHS.categoryList, { tipo: 'b2b', lingua }, { format });
  expect(response.statusCode).toBe(200);
  const body = categoryListResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data.categorie;
}

/** Every node, depth-first, a parent before its children. */
function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

describe('POST /api/category/categorylist', () => {
  it('answers 10 top categories of 5 sub-categories of 4 leaves each', async () => {
    const categorie = await tree('it');
    expect(categorie).toHaveLength(10);
    for (const top of categorie) {
      expect(top.children).toHaveLength(5);
      for (const family of top.children) {
        expect(family.children).toHaveLength(4);
        for (const leaf of family.children) expect(leaf.children).toEqual([]);
      }
    }
  });

  it('gives every node a unique id "<counter>||#||<code>", counted depth-first from 1', async () => {
    const nodes = flatten(await tree('it'));
    expect(nodes).toHaveLength(260);
    expect(nodes.every((node) => node.id.includes(CATEGORY_ID_SEPARATOR))).toBe(true);
    expect(new Set(nodes.map((node) => node.id)).size).toBe(nodes.length);
    expect(nodes.map((node) => Number(node.id.split(CATEGORY_ID_SEPARATOR)[0]))).toEqual(
      nodes.map((_, i) => i + 1),
    );
    expect(nodes.slice(0, 3).map((node) => categoryCodeFromId(node.id))).toEqual(['01', '01.01', '01.01.01']);
  });

  it('nests codes: a child code starts with its parent code', async () => {
    for (const top of await tree('it')) {
      for (const family of top.children) {
        expect(categoryCodeFromId(family.id).startsWith(`${categoryCodeFromId(top.id)}.`)).toBe(true);
      }
    }
  });

  it('answers the same ids in English with English labels', async () => {
    const it = flatten(await tree('it'));
    const en = flatten(await tree('en'));
    expect(en.map((node) => node.id)).toEqual(it.map((node) => node.id));
    expect(it.slice(0, 2).map((node) => node.description)).toEqual(['Alimentari', 'Pasta, riso e farine']);
    expect(en.slice(0, 2).map((node) => node.description)).toEqual(['Food', 'Pasta, rice and flour']);
    // A few names are the same in both languages (Outlet, Shampoo...), nearly all differ.
    const differing = en.filter((node, i) => node.description !== it[i]?.description);
    expect(differing.length).toBeGreaterThan(240);
    expect(en.every((node) => node.description.trim().length > 0)).toBe(true);
  });

  it.each(BODY_FORMATS)('accepts a %s body', async (format) => {
    expect(await tree('en', format)).toEqual(await tree('en'));
  });

  it.each([
    ['tipo other than b2b', { tipo: 'b2c', lingua: 'it' }, 'tipo'],
    ['missing tipo', { lingua: 'it' }, 'tipo'],
    ['missing lingua', { tipo: 'b2b' }, 'lingua'],
    ['unknown lingua', { tipo: 'b2b', lingua: 'de' }, 'lingua'],
    ['a 10 kB tipo', { tipo: 'b'.repeat(10 * 1024), lingua: 'it' }, 'tipo'],
    ['SQL in lingua', { tipo: 'b2b', lingua: "it' OR '1'='1" }, 'lingua'],
  ])('refuses %s with 422 on that field', async (_, fields, field) => {
    const response = await post(ctx.app, REST_PATHS.categoryList, fields);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, errors: [{ code: 'VALIDATION', field }] });
    for (const pattern of INTERNALS) expect(response.body).not.toMatch(pattern);
  });

  it('explains a bad tipo in the language of a valid lingua', async () => {
    const response = await post(ctx.app, REST_PATHS.categoryList, { tipo: 'b2c', lingua: 'en' });
    expect(response.json().errors[0].title).toBe('The value of “tipo” is not allowed (allowed values: b2b).');
  });
});
