=begin
create 'commented_out', 'f'
=end
create 'kept', 'f'
