/**
 * Content calls the spec does not define (rendering spec, calls lists none for them): reading and posting an
 * item's comments and liking it. Library calls, so the comments container and the like widget work
 * in the catalogue; a host site maps them onto its own backend.
 */
import { callsOf, type Transport } from './http.ts';
import { readArray, readBoolean, readCount, readObject, readString } from './parse.ts';
import type { EndpointFields } from './endpoints.ts';

/** The content rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const CONTENT_CALLS = {
  /** Not from the spec: an item's comments (library call, see api/content.ts). */
  'content.listComments': { method: 'GET', path: '/api/content/items/:itemId/comments', domain: 'shopper' },
  /** Not from the spec: posts a visitor's comment (library call). */
  'content.postComment': { method: 'POST', path: '/api/content/items/:itemId/comments', domain: 'shopper' },
  /** Not from the spec: likes or un-likes an item (library call). */
  'content.setLiked': { method: 'PUT', path: '/api/content/items/:itemId/like', domain: 'shopper' },
} as const satisfies Record<string, EndpointFields>;

/** One comment on an item. */
export interface ItemComment {
  id: string;
  /** The visitor's name as they typed it (text, never markup). */
  author: string;
  /** The comment as typed (text, autolinked when shown). */
  text: string;
  /** When it was posted, epoch milliseconds. */
  addedOn: number;
}

/** Body of a new comment. */
export interface NewComment {
  itemId: string;
  author: string;
  text: string;
}

/** An item's likes after a change. */
export interface LikeState {
  likeCount: number;
  liked: boolean;
}

function readComment(value: unknown, where: string): ItemComment {
  const object = readObject(value, where);
  return {
    id: readString(object.id, `${where}.id`),
    author: readString(object.author, `${where}.author`),
    text: readString(object.text, `${where}.text`),
    addedOn: readCount(object.addedOn, `${where}.addedOn`),
  };
}

function readLike(data: unknown): LikeState {
  const object = readObject(data, 'answer');
  return { likeCount: readCount(object.likeCount, 'likeCount'), liked: readBoolean(object.liked, 'liked') };
}

/** The content calls of one client. */
export function createContentApi(transport: Transport) {
  const call = callsOf(transport, CONTENT_CALLS);
  return {
    /** Not in the spec: the comments of an item, oldest first. */
    listComments(itemId: string): Promise<ItemComment[]> {
      return call('content.listComments', { params: { itemId } }, (data) =>
        readArray(readObject(data, 'answer').comments, 'comments', readComment),
      );
    },
    /** Not in the spec: posts a visitor's comment; answers the stored comment. */
    postComment(comment: NewComment): Promise<ItemComment> {
      return call('content.postComment', { params: { itemId: comment.itemId }, json: { author: comment.author, text: comment.text } }, (data) =>
        readComment(readObject(data, 'answer').comment, 'comment'),
      );
    },
    /** Not in the spec: likes (or un-likes) an item for this visitor; answers the new count. */
    setLiked(itemId: string, liked: boolean): Promise<LikeState> {
      return call('content.setLiked', { params: { itemId }, json: { liked } }, readLike);
    },
  };
}
