/** The pseudo-locale check (tests/support/pseudoLocale.tsx) over the site owner's builder and the forms. */
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

describePseudoLocale('builder', import.meta.glob<StoryModule>(['../builder/**/*.stories.tsx', '../forms/**/*.stories.tsx'], { eager: true }));
