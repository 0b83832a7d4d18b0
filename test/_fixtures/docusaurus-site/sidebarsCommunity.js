module.exports = {
  community: ['meetups', 'volunteering'],
};
