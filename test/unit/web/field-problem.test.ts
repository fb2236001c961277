// A refused form's one message (web/features/ui/field-problem.ts): the schema's first issue, placed on the field it
// names or else on the form's first field, and the same words as a toast.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { toastedFieldProblem } from '../../../web/features/ui/field-problem.ts';
import { getAppState } from '../../../web/state/app-state.ts';

const Invite = z.object({
  phone: z.string().regex(/^1\d{10}$/, '请输入正确的手机号'),
  role: z.enum(['buyer', 'finance'], { message: '请选择角色' }),
});

function refusal(input: unknown) {
  const parsed = Invite.safeParse(input);
  if (parsed.success) throw new Error('the schema took the input');
  return parsed.error;
}

describe('toastedFieldProblem', () => {
  afterEach(() => vi.useRealTimers());

  it('places the first issue on the field it names and toasts its message', () => {
    vi.useFakeTimers();
    const problem = toastedFieldProblem(refusal({ phone: '13800000001', role: '' }), ['phone', 'role']);
    expect(problem).toEqual({ field: 'role', message: '请选择角色' });
    expect(getAppState().toasts.at(-1)).toMatchObject({ text: '请选择角色', kind: 'error' });
  });

  it('takes only the first of several issues', () => {
    vi.useFakeTimers();
    expect(toastedFieldProblem(refusal({ phone: '12', role: '' }), ['phone', 'role'])).toEqual({
      field: 'phone',
      message: '请输入正确的手机号',
    });
  });

  it("puts an issue that names none of the form's fields on its first field", () => {
    vi.useFakeTimers();
    const outside = refusal({ phone: '12', role: 'buyer' });
    expect(toastedFieldProblem(outside, ['role', 'phone']).field).toBe('phone');
    const unnamed = { issues: [{ path: ['elsewhere'], message: '参数不全' }] };
    expect(toastedFieldProblem(unnamed, ['role', 'phone'])).toEqual({ field: 'role', message: '参数不全' });
  });
});
