export default '/login/verify';
