// 营业执照: uploaded thumbnails (shown from the mall's path) with a remove button, a placeholder while a
// picture uploads, and the + box while there is room.
import type { ChangeEvent } from 'react';
import { MAX_IMAGES } from './settled-rules.ts';
import type { LicenceUploads } from './use-licence-uploads.ts';
import './settled.css';

export function LicenceImages({ uploads }: { uploads: LicenceUploads }) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file can be chosen again after a removal
    uploads.add(files);
  };
  return (
    <div>
      <div className="licence-tiles">
        {uploads.items.map((item, index) =>
          item.path === null ? (
            <div key={item.id} role="status" aria-label={`资质图片${index + 1}上传中`} className="licence-tile licence-tile-busy">
              上传中…
            </div>
          ) : (
            <div key={item.id} className="licence-tile">
              <img src={item.path} alt={`资质图片${index + 1}`} width={78} height={78} className="licence-tile-image" />
              <button
                type="button"
                aria-label={`删除资质图片${index + 1}`}
                title="删除"
                onClick={() => uploads.remove(item.id)}
                className="licence-tile-remove"
              >
                ×
              </button>
            </div>
          ),
        )}
        {uploads.items.length < MAX_IMAGES ? (
          <label className="upload-box">
            +<input type="file" accept="image/jpeg,image/png,.jpg,.jpeg,.png" multiple hidden onChange={choose} aria-label="上传营业执照" />
          </label>
        ) : null}
      </div>
      <p className="muted licence-hint">请上传营业执照及行业相关资质证明图片（最多{MAX_IMAGES}张，单张不超过5M，支持jpg/png/jpeg）</p>
    </div>
  );
}
