/** Steps about a blog post's social parts: its comment area, its like button and the follow button. */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { sentBody } from '../support/calls.ts';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const commentArea = (world: VitrineWorld) => world.page.locator('[data-vitrine="comments"]');
const nameBox = (world: VitrineWorld) => commentArea(world).getByRole('textbox', { name: /Name/ });
const commentBox = (world: VitrineWorld) => commentArea(world).getByRole('textbox', { name: /Comment/ });
const likeWidget = (world: VitrineWorld) => world.page.locator('[data-vitrine="like-button"]');

Then('the comment area is headed {string}', async function (this: VitrineWorld, heading: string) {
  await commentArea(this).getByRole('heading', { name: heading, exact: true }).waitFor({ state: 'visible' });
  assert.equal(await this.page.getByRole('region', { name: heading, exact: true }).count(), 1, `no comment area named "${heading}"`);
});

Then('the comment by {string} reads {string}', async function (this: VitrineWorld, author: string, text: string) {
  await eventually(async () => {
    const comments = await commentArea(this).locator('[data-comment-id]').allInnerTexts();
    assert.ok(
      comments.some((comment) => comment.includes(author) && comment.includes(text)),
      `no comment by ${author} reading "${text}" among ${JSON.stringify(comments)}`,
    );
  });
});

Then('the post has no comment area', async function (this: VitrineWorld) {
  await this.settle();
  assert.equal(await commentArea(this).count(), 0, 'a comment area is shown');
});

Then('the comment area is left to Disqus for the site {string}', async function (this: VitrineWorld, shortname: string) {
  const thread = commentArea(this).locator('#disqus_thread');
  await thread.waitFor({ state: 'attached' });
  assert.equal(await thread.getAttribute('data-disqus-shortname'), shortname);
  assert.equal(await commentArea(this).getByRole('textbox').count(), 0, "the library's own comment form is shown too");
});

Then('the comment link {string} leads to {string}', async function (this: VitrineWorld, name: string, href: string) {
  assert.equal(await this.page.getByRole('link', { name, exact: true }).getAttribute('href'), href);
});

When('the visitor writes the comment {string} as {string}', async function (this: VitrineWorld, text: string, author: string) {
  await nameBox(this).fill(author);
  await commentBox(this).fill(text);
});

Then('no comment was posted', async function (this: VitrineWorld) {
  assert.deepEqual(await this.callsSent('content.postComment'), [], 'a comment was sent');
});

Then('the comment form says why it could not post', async function (this: VitrineWorld) {
  await commentArea(this).locator('form').getByRole('alert').waitFor({ state: 'visible' });
});

Then('the comment form still holds {string} by {string}', async function (this: VitrineWorld, text: string, author: string) {
  assert.equal(await commentBox(this).inputValue(), text);
  assert.equal(await nameBox(this).inputValue(), author);
});

Then("the post's like count reads {string}", async function (this: VitrineWorld, count: string) {
  await eventually(async () => assert.equal((await likeWidget(this).locator('[data-part="count"]').innerText()).trim(), count));
});

Then('the post is not liked yet', async function (this: VitrineWorld) {
  await eventually(async () => assert.equal(await likeWidget(this).getByRole('button', { name: 'Like' }).getAttribute('aria-pressed'), 'false'));
});

Then('the post is liked', async function (this: VitrineWorld) {
  await eventually(async () => assert.equal(await likeWidget(this).getByRole('button', { name: 'Like' }).getAttribute('aria-pressed'), 'true'));
});

Then('the post has no like button', async function (this: VitrineWorld) {
  await this.settle();
  assert.equal(await likeWidget(this).count(), 0, 'a like button is shown');
});

When('the visitor likes the post', async function (this: VitrineWorld) {
  await likeWidget(this).getByRole('button', { name: 'Like' }).click();
});

Then('the like was sent to be saved', async function (this: VitrineWorld) {
  const calls = await this.callsSent('content.setLiked');
  assert.equal(calls.length, 1, `${calls.length} like calls were sent`);
  const [call] = calls;
  assert.ok(call);
  assert.deepEqual(sentBody(call), { liked: true });
});

Then('the follow button reads {string} and leads to {string}', async function (this: VitrineWorld, name: string, href: string) {
  const link = this.page.locator('[data-vitrine="follow-button"]');
  await link.waitFor({ state: 'visible' });
  assert.equal((await link.innerText()).trim(), name);
  assert.equal(await link.getAttribute('href'), href);
  assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
});

Then('there is no follow button', async function (this: VitrineWorld) {
  await this.settle();
  assert.equal(await this.page.locator('[data-vitrine="follow-button"]').count(), 0, 'a follow button is shown');
});
