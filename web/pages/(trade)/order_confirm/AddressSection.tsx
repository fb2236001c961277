// 收货地址 (docs/screens.md a.6): cards with the default first and its 默认 badge, a click chooses one,
// 修改 edits it, 添加新地址 opens the dialog; more than three cards fold behind 显示更多收货地址. A unit's address
// (docs/company-api.md §13.6), labelled "采购部 · 王收货", is only picked: 组织架构 keeps it.
import { useState } from 'react';
import { unitLabel } from '#shared/company/unit-data-rules.ts';
import type { AddressView } from '#web/features/address/address-form.ts';
import { TitledSection } from '#web/features/ui/TitledSection.tsx';

const FOLDED = 3;

export interface AddressSectionProps {
  addresses: readonly AddressView[];
  selectedId: number;
  onSelect: (id: number) => void;
  onAdd: () => void;
  onEdit: (address: AddressView) => void;
}

export function AddressSection({ addresses, selectedId, onSelect, onAdd, onEdit }: AddressSectionProps) {
  const [expanded, setExpanded] = useState(false);
  // The chosen card stays visible while the list is folded.
  const chosenIndex = addresses.findIndex((address) => address.id === selectedId);
  const shown = expanded
    ? addresses
    : addresses.filter((_, index) => index < FOLDED || (index === chosenIndex && chosenIndex >= FOLDED)).slice(0, FOLDED + 1);

  return (
    <TitledSection
      className="confirm-section"
      headingId="confirm-address-title"
      heading="收货地址"
      headingClassName="confirm-section-title"
    >
      <ul className="address-cards" aria-label="收货地址">
        {shown.map((address) => {
          const selected = address.id === selectedId;
          return (
            <li key={address.id} className={`address-card${selected ? ' is-selected' : ''}`} data-address-id={address.id}>
              <button type="button" className="address-card-pick" aria-pressed={selected} onClick={() => onSelect(address.id)}>
                <span className="address-card-head">
                  <b className="address-card-name">{unitLabel(address.unitName ?? '', address.name)}</b>
                  <span className="address-card-phone">{address.phone}</span>
                  {address.isDefault ? <span className="address-card-default">默认</span> : null}
                </span>
                <span className="address-card-text">
                  {address.region} {address.detail}
                </span>
              </button>
              {address.unitName ? null : (
                <button type="button" className="link-button address-card-edit" onClick={() => onEdit(address)}>
                  修改
                </button>
              )}
            </li>
          );
        })}
        <li className="address-card address-card-add">
          <button type="button" className="address-card-pick" onClick={onAdd}>
            <span className="address-add-plus" aria-hidden="true">
              +
            </span>
            添加新地址
          </button>
        </li>
      </ul>
      {addresses.length > FOLDED ? (
        <button type="button" className="link-button address-more" aria-expanded={expanded} onClick={() => setExpanded((on) => !on)}>
          {expanded ? '隐藏更多收货地址' : '显示更多收货地址'}
        </button>
      ) : null}
    </TitledSection>
  );
}
