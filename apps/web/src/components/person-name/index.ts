export { PersonName, personOption } from './person-name.tsx';
