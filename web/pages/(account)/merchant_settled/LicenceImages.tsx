// 营业执照: uploaded thumbnails (shown from the mall's path) with a remove button, a placeholder while a
// picture uploads, and the + box while there is room.
import type { ChangeEvent } from 'react';
import { MAX_IMAGES } from './settled-rules.ts';
import type { LicenceUploads } from './use-licence-uploads.ts';

const TILE = { position: 'relative', width: 80, height: 80, border: '1px solid #eee', background: '#fff' } as const;

export function LicenceImages({ uploads }: { uploads: LicenceUploads }) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file can be chosen again after a removal
    uploads.add(files);
  };
  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {uploads.items.map((item, index) =>
          item.path === null ? (
            <div key={item.id} role="status" aria-label={`资质图片${index + 1}上传中`} style={{ ...TILE, display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#999', fontSize: 12 }}>
              上传中…
            </div>
          ) : (
            <div key={item.id} style={TILE}>
              <img src={item.path} alt={`资质图片${index + 1}`} width={78} height={78} style={{ objectFit: 'cover', display: 'block' }} />
              <button
                type="button"
                aria-label={`删除资质图片${index + 1}`}
                title="删除"
                onClick={() => uploads.remove(item.id)}
                style={{ position: 'absolute', top: -8, right: -8, width: 18, height: 18, lineHeight: '16px', padding: 0, borderRadius: '50%', border: 0, background: 'rgba(0,0,0,.55)', color: '#fff', cursor: 'pointer' }}
              >
                ×
              </button>
            </div>
          ),
        )}
        {uploads.items.length < MAX_IMAGES ? (
          <label className="upload-box" style={{ width: 80, height: 80, border: '1px dashed #ccc', display: 'flex', alignItems: 'center', justifyContent: 'center', cursor: 'pointer', color: '#999', fontSize: 28 }}>
            +<input type="file" accept="image/jpeg,image/png,.jpg,.jpeg,.png" multiple hidden onChange={choose} aria-label="上传营业执照" />
          </label>
        ) : null}
      </div>
      <p className="muted" style={{ margin: '6px 0 0', fontSize: 12 }}>
        请上传营业执照及行业相关资质证明图片（最多{MAX_IMAGES}张，单张不超过5M，支持jpg/png/jpeg）
      </p>
    </div>
  );
}
