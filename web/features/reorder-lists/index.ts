// What other screens use of the reorder lists: the 加入常购清单 button and dialog, and the converters from a
// screen's rows to the lines it saves (quick order passes its own rows as ReorderLineDraft[]).
export { AddToReorderList } from './AddToReorderList.tsx';
export { cartLinesToSave, orderLinesToSave } from './reorder-list-view.ts';
