export async function data() { return { name: '测试商城' }; }
