export { ChildCoverLine, ChildrenCover } from './children-cover.tsx';
