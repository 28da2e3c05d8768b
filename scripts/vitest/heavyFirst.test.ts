import { describe, expect, it } from 'vitest';
import { heavyFirst } from './heavyFirst.ts';

describe('heavyFirst', () => {
  it('moves the heavy files to the front and keeps every other file in its order', () => {
    const files = ['/repo/logic/a.test.ts', '/repo/components/pseudoLocale/shop.test.tsx', '/repo/api/b.test.ts', '/repo/components/forms/Form/Form.test.tsx', '/repo/components/pseudoLocale/rest.test.tsx'].map(
      (moduleId) => ({ moduleId }),
    );
    expect(heavyFirst(files).map((file) => file.moduleId)).toEqual([
      '/repo/components/pseudoLocale/shop.test.tsx',
      '/repo/components/forms/Form/Form.test.tsx',
      '/repo/components/pseudoLocale/rest.test.tsx',
      '/repo/logic/a.test.ts',
      '/repo/api/b.test.ts',
    ]);
  });

  it('leaves a run with no heavy file as it was', () => {
    const files = [{ moduleId: '/repo/x.test.ts' }, { moduleId: '/repo/components/forms/Form/FormField.test.tsx' }];
    expect(heavyFirst(files)).toEqual(files);
  });
});
