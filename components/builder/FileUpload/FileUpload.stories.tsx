import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from './FileUpload.tsx';

/** A 40-byte menu sent 10 bytes at a time: four chunks, so progress moves in quarters. */
const menu = () => new File(['0123456789abcdefghijABCDEFGHIJklmnopqrst'], 'dinner-menu.pdf', { type: 'application/pdf' });

const meta = {
  title: 'Builder/FileUpload',
  component: FileUpload,
  args: { chunkBytes: 10, pollIntervalMs: 100, maxBytes: 2_000_000, onUploaded: fn(), onRenamed: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-vitrine="file-upload"]');
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]');

/** Picks the menu through the real file input behind the button. */
async function pickMenu(canvasElement: HTMLElement, file: File = menu()) {
  const input = fileInput(canvasElement);
  if (!input) throw new Error('No file input');
  await userEvent.upload(input, file);
}

/** Drops a file on the drop zone, as a browser does (a drop is not filtered by `accept`). */
async function dropFile(canvasElement: HTMLElement, file: File) {
  const zone = canvasElement.querySelector('[data-part="drop-zone"]');
  if (!zone) throw new Error('No drop zone');
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
}

/** Waits for the upload to reach a state (the calls answer on their own time). */
const reach = (canvasElement: HTMLElement, state: string) => waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', state), { timeout: 20_000 });

/** Nothing picked: the drop zone with its button and the limit. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toHaveAccessibleDescription('Up to 2 MB');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

/** A file dragged over the drop zone. */
export const DraggingOver: Story = {
  play: async ({ canvasElement }) => {
    const zone = canvasElement.querySelector('[data-part="drop-zone"]');
    if (!zone) throw new Error('No drop zone');
    await fireEvent.dragEnter(zone);
    // A drag is a continuous event: React renders it in a later task, not within the dispatch.
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
  },
};

/** A file dropped on the zone uploads like a picked one. */
export const Dropped: Story = {
  play: async ({ canvasElement, args }) => {
    await dropFile(canvasElement, menu());
    await reach(canvasElement, 'done');
    await expect(args.onUploaded).toHaveBeenCalledWith(expect.objectContaining({ name: 'dinner-menu.pdf', size: 40 }));
  },
};

/** Uploading, held at half: the progress bar says 50 of 100, and Cancel is offered. */
export const Uploading: Story = {
  globals: { backend: 'upload-stalls' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickMenu(canvasElement);
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading dinner-menu.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'), { timeout: 20_000 });
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};

/** Cancel stops the upload and shows the drop zone again. */
export const Cancelled: Story = {
  globals: { backend: 'upload-stalls' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickMenu(canvasElement);
    await canvas.findByRole('progressbar');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await reach(canvasElement, 'idle');
  },
};

/** Sent, and the processing job still working. */
export const Processing: Story = {
  globals: { backend: 'processing-held' },
  play: async ({ canvasElement }) => {
    await pickMenu(canvasElement);
    await reach(canvasElement, 'processing');
    await expect(within(canvasElement).getByText('Processing dinner-menu.pdf')).toBeInTheDocument();
  },
};

/** Stored: its name and size, Rename and Upload another file. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickMenu(canvasElement);
    await reach(canvasElement, 'done');
    await expect(canvas.getByText('dinner-menu.pdf (40 Bytes)')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Rename' })).toBeInTheDocument();
  },
};

/** A file over the limit is refused before any call, in the spec's words. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    await pickMenu(canvasElement, new File([new Uint8Array(2_500_000)], 'hero-video.mov', { type: 'video/quicktime' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The file hero-video.mov is too large. The maximum allowed file size is 2 MB.',
    );
  },
};

/** A file of a kind not taken (dropped: the picker would not offer it) is refused in the spec's words. */
export const Unsupported: Story = {
  args: { accept: 'image/*' },
  play: async ({ canvasElement }) => {
    await dropFile(canvasElement, menu());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The file dinner-menu.pdf does not appear to be a supported file.');
  },
};

/**
 * Ends on a failure: the file's name kept, the message in the spec's words, and the action that
 * resumes the step (the resumed step itself is the upload feature's and the hook's tests).
 */
function failureStory(backend: string, texts: string[], action: 'Retry' | 'Try again'): Story {
  return {
    globals: { backend },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      await pickMenu(canvasElement);
      await reach(canvasElement, 'failed');
      const failure = canvasElement.querySelector('[data-part="failure"]');
      await expect(failure).toHaveTextContent('dinner-menu.pdf');
      for (const text of texts) await expect(canvas.getByRole('alert')).toHaveTextContent(text);
      await expect(canvas.getByRole('button', { name: action })).toBeEnabled();
      await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
      await expect(args.onUploaded).not.toHaveBeenCalled();
    },
  };
}

/** A chunk fails: "Unable to Upload File", Error uploading; Retry would send the rest of the same file. */
export const UploadFailure = failureStory('upload-failure', ['Unable to Upload File', 'There was a problem while uploading your file.', 'Error uploading'], 'Retry');

/** The server does not take the sent file: File upload failed to complete; Retry completes it again. */
export const UploadIncomplete = failureStory('upload-incomplete', ['File upload failed to complete'], 'Retry');

/** The job failed: File processing failed; Try again starts a new job. */
export const ProcessingFailed = failureStory('processing-failure', ['File processing failed'], 'Try again');

/** The job was cancelled: File processing cancelled; Try again starts a new job. */
export const ProcessingCancelled = failureStory('processing-cancelled', ['File processing cancelled'], 'Try again');

/** Asking about the job failed: File processing failed to complete; Retry asks again. */
export const ProcessingIncomplete = failureStory('processing-poll-failure', ['File processing failed to complete'], 'Retry');

/** The job answered nothing: No response data from job request; Retry asks again. */
export const JobNoData = failureStory('job-no-data', ['No response data from job request'], 'Retry');

/** Renaming the stored file. */
export const Rename: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickMenu(canvasElement);
    await reach(canvasElement, 'done');
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const name = canvas.getByRole('textbox', { name: 'File name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Dinner menu.pdf');
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await expect(await canvas.findByText('Dinner menu.pdf (40 Bytes)')).toBeInTheDocument();
    await expect(args.onRenamed).toHaveBeenCalledWith(expect.objectContaining({ name: 'Dinner menu.pdf' }));
  },
};

/** A blank name: 'Please enter a file name', nothing sent. */
export const EmptyFileName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickMenu(canvasElement);
    await reach(canvasElement, 'done');
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'File name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await expect(canvas.getByRole('textbox', { name: 'File name' })).toHaveAccessibleDescription('Please enter a file name');
  },
};

/** A failed rename: "Unable to Rename File", the typed name kept, and Retry to save it. */
export const RenameFailure: Story = {
  globals: { backend: 'rename-failure' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickMenu(canvasElement);
    await reach(canvasElement, 'done');
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const name = canvas.getByRole('textbox', { name: 'File name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Lunch menu.pdf');
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to Rename File');
    await expect(alert).toHaveTextContent('There was a problem while renaming your file.');
    await expect(canvas.getByRole('textbox', { name: 'File name' })).toHaveValue('Lunch menu.pdf');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(args.onRenamed).not.toHaveBeenCalled();
  },
};
