// A form's uploaded pictures as thumbnails (shown from the mall's path) with a remove button each, a
// placeholder while one is uploading, and the + box to choose more while there is room. `noun` names the
// pictures for screen readers (评价图片1, 删除评价图片1).
import type { ChangeEvent } from 'react';
import { IMAGE_ACCEPT } from './image-file-rules.ts';
import type { ImageUploads } from './use-image-uploads.ts';
import './image-tiles.css';

export function ImageTiles({
  uploads,
  noun,
  inputId,
  inputLabel,
  describedBy,
}: {
  uploads: ImageUploads;
  noun: string;
  inputId: string;
  inputLabel: string;
  describedBy?: string;
}) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file can be chosen again after a removal
    uploads.add(files);
  };
  return (
    <div className="image-tiles">
      {uploads.items.map((item, index) =>
        item.path === null ? (
          <div key={item.id} role="status" aria-label={`${noun}${index + 1}上传中`} className="image-tile image-tile-busy">
            上传中…
          </div>
        ) : (
          <div key={item.id} className="image-tile">
            <img src={item.path} alt={`${noun}${index + 1}`} width={70} height={70} className="image-tile-image" />
            <button
              type="button"
              aria-label={`删除${noun}${index + 1}`}
              title="删除"
              onClick={() => uploads.remove(item.id)}
              className="image-tile-remove"
            >
              ×
            </button>
          </div>
        ),
      )}
      {uploads.items.length < uploads.max ? (
        <label className="image-tile-add">
          <span aria-hidden="true">+</span>
          <span className="image-tile-add-text">上传图片</span>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            className="visually-hidden"
            onChange={choose}
            aria-label={inputLabel}
            aria-describedby={describedBy}
          />
        </label>
      ) : null}
    </div>
  );
}
