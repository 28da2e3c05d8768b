import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { note } from './storyNote.css.ts';

/** A note under a story saying what it shows, for a state the component draws nothing in. */
export function StoryNote({ children }: { children: ReactNode }) {
  return (
    <p className={note} data-story-note="">
      {children}
    </p>
  );
}

/**
 * A story's decorator for a state in which the component draws nothing: the story, then a note saying
 * so and why, so its picture is not an empty frame. The note sits outside the component's own markup.
 */
export function drawsNothing(why: string): Decorator {
  return (Story) => (
    <>
      <Story />
      <StoryNote>Nothing is drawn: {why}</StoryNote>
    </>
  );
}
