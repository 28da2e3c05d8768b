export { Comments, type CommentsItem, type CommentsProps, type CommentsSettings } from './Comments.tsx';
export { CommentList, type CommentListProps } from './CommentList.tsx';
