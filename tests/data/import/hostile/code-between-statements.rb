# Ruby between two creates: a loop the import cannot follow, a variable, a method definition.
create 'plain1', 'f'
(1..3).each { |i| create "loop#{i}", 'f' }
name = 'computed'
def helper(t)
  create t, 'f'
end
helper(name)
create 'plain2', {NAME => 'f', VERSIONS => 3}
