export { CommentLink, type CommentLinkItem, type CommentLinkProps } from './CommentLink.tsx';
