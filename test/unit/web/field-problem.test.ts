// A refused form's one message (web/features/ui/field-problem.ts): the rules' first problem, placed on the field it
// names or else on the form's first field, and the same words as a toast.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkInvite } from '#shared/company/company-member-form-rules.ts';
import { toastedFieldProblem } from '../../../web/features/ui/field-problem.ts';
import { getAppState } from '../../../web/state/app-state.ts';

function refusal(input: unknown) {
  const checked = checkInvite(input);
  if (checked.ok) throw new Error('the rules took the input');
  return checked;
}

describe('toastedFieldProblem', () => {
  afterEach(() => vi.useRealTimers());

  it('places the problem on the field it names and toasts its message', () => {
    vi.useFakeTimers();
    const problem = toastedFieldProblem(refusal({ phone: '13800000001', role: '' }), ['phone', 'role']);
    expect(problem).toEqual({ field: 'role', message: '请选择正确的角色' });
    expect(getAppState().toasts.at(-1)).toMatchObject({ text: '请选择正确的角色', kind: 'error' });
  });

  it('keeps the message it is given, whatever else is wrong', () => {
    vi.useFakeTimers();
    expect(toastedFieldProblem(refusal({ phone: '12', role: '' }), ['phone', 'role'])).toEqual({
      field: 'phone',
      message: '手机号格式不符',
    });
  });

  it("puts a problem that names none of the form's fields, or no field, on its first field", () => {
    vi.useFakeTimers();
    expect(toastedFieldProblem(refusal({ phone: '12', role: 'buyer' }), ['role', 'phone']).field).toBe('phone');
    expect(toastedFieldProblem({ field: 'elsewhere', message: '参数不全' }, ['role', 'phone'])).toEqual({
      field: 'role',
      message: '参数不全',
    });
    expect(toastedFieldProblem({ message: '参数错误' }, ['phone', 'role'])).toEqual({ field: 'phone', message: '参数错误' });
    expect(getAppState().toasts.at(-1)).toMatchObject({ text: '参数错误', kind: 'error' });
  });
});
