create 'before_end', 'f'
__END__
create 'after_end', 'f'
