import { describe, expect, it } from 'vitest';
import { IMAGE_PROP_MESSAGES, imageProblemsMessage, validateImageSourceProps } from './images.ts';

describe('rendering spec, entities Image component props (src, width, height, alt required) and validation rules the image template checks', () => {
  const valid = { src: 'https://images.test/a.jpg', width: 800, height: 600, alt: 'A bowl', sizes: '50vw' };

  it('accepts the props form with an alt text, and an empty alt (a decorative image)', () => {
    expect(validateImageSourceProps(valid)).toEqual([]);
    expect(validateImageSourceProps({ ...valid, alt: '' })).toEqual([]);
  });

  it('requires alt as text, after the template checks', () => {
    expect(validateImageSourceProps({ ...valid, alt: undefined })).toEqual([{ prop: 'alt', message: 'is required' }]);
    expect(validateImageSourceProps({ ...valid, alt: 3, width: 0 })).toEqual([
      { prop: 'width', message: 'requires a positive integer, but received a negative value or a non-integer value' },
      { prop: 'alt', message: IMAGE_PROP_MESSAGES.required },
    ]);
  });

  it("tells the developer every problem on one line, prop first, in the spec's words", () => {
    expect(imageProblemsMessage(validateImageSourceProps({ ...valid, height: -1, loader: 'cdn' }))).toBe(
      'Image: height requires a positive integer, but received a negative value or a non-integer value; loader must be sqs or raw',
    );
  });
});
