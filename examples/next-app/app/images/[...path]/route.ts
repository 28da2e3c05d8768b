import { answerImage } from '../../mock-backend';

export { answerImage as GET };
