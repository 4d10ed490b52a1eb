export { ChildrenCover } from './children-cover.tsx';
