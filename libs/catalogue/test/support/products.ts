export { productBody } from '../../src/testing';
