'use client';

import { useEffect, type HTMLAttributes } from 'react';
import { imageProblemsMessage, type ImagePropProblem } from '../../../logic/content/images.ts';
import { cx } from '../../primitives/cx.ts';
import { invalid } from './Image.css.ts';

/** Props of the empty box an image that cannot be shown leaves: its name, its problems and the caller's DOM props. */
export interface InvalidImageProps extends HTMLAttributes<HTMLSpanElement> {
  text: string | undefined;
  problems: readonly ImagePropProblem[];
}

/**
 * The empty box of an image that cannot be shown, and the one console error telling the developer why.
 * A component of its own so that the effect is mounted only here: the valid pictures of a listing have none.
 */
export function InvalidImage({ text, problems, className, ...rest }: InvalidImageProps) {
  const message = problems.length > 0 ? imageProblemsMessage(problems) : '';
  // Told once per change of problems, in the browser: the visitor sees an empty box, the developer why.
  useEffect(() => {
    if (message !== '') console.error(message);
  }, [message]);
  const named = text !== undefined && text !== '';
  return (
    <span
      {...(named ? { role: 'img', 'aria-label': text } : { 'aria-hidden': true })}
      data-vitrine="image"
      data-state="invalid"
      data-problems={problems.map((problem) => `${problem.prop} ${problem.message}`).join('; ')}
      {...rest}
      className={cx(invalid, className)}
    />
  );
}

