import { describe, expect, it } from 'vitest';
import { checkInvoice } from '../../../web/features/order/invoice-check.ts';
import { formForChoice, invoiceFields, invoiceSummary, newInvoiceForm } from '../../../web/features/order/invoice.ts';

describe('invoice form', () => {
  it('a personal buyer starts with a personal ordinary invoice; a company buyer with its name as the title', () => {
    expect(newInvoiceForm(1, null)).toMatchObject({ receipt_type: '1', receipt_title_type: '1', receipt_title: '' });
    expect(newInvoiceForm(1, '上海东联')).toMatchObject({ receipt_title_type: '2', receipt_title: '上海东联' });
    expect(newInvoiceForm(2, null)).toMatchObject({ receipt_type: '2', receipt_title_type: '2' });
  });

  it('switching to the special invoice keeps what was typed and makes the title a company', () => {
    const typed = { ...newInvoiceForm(1, null), receipt_title: '张三', email: 'a@b.cn' };
    expect(formForChoice(2, typed, null)).toMatchObject({
      receipt_type: '2',
      receipt_title_type: '2',
      receipt_title: '张三',
      email: 'a@b.cn',
    });
  });

  it('shows the fields of each kind', () => {
    expect(invoiceFields(newInvoiceForm(1, null))).toEqual(['receipt_title', 'email']);
    expect(invoiceFields({ ...newInvoiceForm(1, null), receipt_title_type: '2' })).toEqual(['receipt_title', 'duty_paragraph', 'email']);
    expect(invoiceFields(newInvoiceForm(2, null))).toEqual(['receipt_title', 'duty_paragraph', 'bank_name', 'bank_code', 'address', 'tel']);
  });
});

describe('invoice check', () => {
  it('reports the first broken rule under its field', () => {
    expect(checkInvoice(newInvoiceForm(1, null)).error).toEqual({ field: 'receipt_title', message: '发票抬头不能为空' });
    expect(checkInvoice({ ...newInvoiceForm(1, null), receipt_title: '张三', email: 'nope' }).error).toEqual({
      field: 'email',
      message: '邮箱格式不符',
    });
    const company = { ...newInvoiceForm(2, '上海东联'), duty_paragraph: 'ABC' };
    expect(checkInvoice(company).error).toEqual({ field: 'duty_paragraph', message: '税号格式不符' });
  });

  it('a complete request keeps only its kind of fields and reads as one line', () => {
    const form = { ...newInvoiceForm(1, null), receipt_title: ' 张三 ', email: 'zs@example.cn', bank_name: '不该出现' };
    const { error, request } = checkInvoice(form);
    expect(error).toBeNull();
    expect(request).toMatchObject({ receipt_type: 1, receipt_title_type: 1, receipt_title: '张三', email: 'zs@example.cn', bank_name: '' });
    expect(request && invoiceSummary(request)).toBe('电子普通发票 · 个人 · 张三');
  });
});
