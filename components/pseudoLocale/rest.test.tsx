/**
 * The pseudo-locale check (tests/support/pseudoLocale.tsx) over every story the other two files leave:
 * content, pages, primitives, theme, visitor, any folder added later, and the catalogue's own pages.
 */
import { vi } from 'vitest';
import type * as LocalizedStringsModule from '../../hooks/shared/LocalizedStringsProvider.tsx';
import type * as HoldModule from '../../mocks/hold.ts';
import { describePseudoLocale, type StoryModule } from '../../tests/support/pseudoLocale.tsx';

vi.mock('../../mocks/hold.ts', async (importOriginal) =>
  (await import('../../tests/support/pseudoLocaleMocks.tsx')).countingHoldModule(await importOriginal<typeof HoldModule>()),
);
vi.mock('../../hooks/shared/LocalizedStringsProvider.tsx', async (importOriginal) =>
  (await import('../../tests/support/pseudoLocaleMocks.tsx')).pseudoLocalizedStringsModule(await importOriginal<typeof LocalizedStringsModule>()),
);

describePseudoLocale(
  'rest',
  import.meta.glob<StoryModule>(
    [
      '../**/*.stories.tsx',
      // The other two files' folders.
      '!../shopper/**',
      '!../account/**',
      '!../consent/**',
      '!../builder/**',
      '!../forms/**',
      '../../stories/**/*.stories.tsx',
    ],
    { eager: true },
  ),
);
