import { http, HttpResponse } from 'msw';
import { db, nextId } from '../db.ts';
import { COMMENT_AUTHOR_MAX_LENGTH, COMMENT_TEXT_MAX_LENGTH } from '../../logic/content/content.ts';
import { badRequest, errorAnswer, jsonBody } from '../respond.ts';

/** When the mock's posted comments are dated: a fixed time plus a minute per id, so runs repeat. */
const POSTED_FROM = Date.UTC(2026, 2, 10, 9, 0);

/**
 * The content calls the library added (not in the spec, api/content.ts): an item's comments, posting
 * one (a name and a text, both required) and liking. Any item id is answered: an item the fixtures do
 * not know has no comments and no likes yet.
 */
export const contentHandlers = [
  http.get('*/api/content/items/:itemId/comments', ({ params }) => {
    return HttpResponse.json({ comments: db.comments.get(String(params.itemId)) ?? [] });
  }),

  http.post('*/api/content/items/:itemId/comments', async ({ params, request }) => {
    const body = await jsonBody(request);
    if (!body || typeof body.author !== 'string' || typeof body.text !== 'string') return badRequest('author, text');
    const author = body.author.trim();
    const text = body.text.trim();
    if (author === '' || text === '') return errorAnswer(400, 'A comment needs a name and a text.');
    if (author.length > COMMENT_AUTHOR_MAX_LENGTH || text.length > COMMENT_TEXT_MAX_LENGTH) return errorAnswer(400, 'The comment is too long.');
    const itemId = String(params.itemId);
    const id = nextId('comment');
    const comment = { id, author, text, addedOn: POSTED_FROM + db.sequence * 60_000 };
    db.comments.set(itemId, [...(db.comments.get(itemId) ?? []), comment]);
    return HttpResponse.json({ comment });
  }),

  http.put('*/api/content/items/:itemId/like', async ({ params, request }) => {
    const body = await jsonBody(request);
    if (!body || typeof body.liked !== 'boolean') return badRequest('liked');
    const itemId = String(params.itemId);
    const before = db.likes.get(itemId) ?? { likeCount: 0, liked: false };
    const likeCount = Math.max(0, before.likeCount + (body.liked === before.liked ? 0 : body.liked ? 1 : -1));
    const after = { likeCount, liked: body.liked };
    db.likes.set(itemId, after);
    return HttpResponse.json(after);
  }),
];
